import { createTable } from "../../table/table.js";
import { tallyBoard } from "./board.js";

export const mount = (root) => createTable(root, tallyBoard(root));
