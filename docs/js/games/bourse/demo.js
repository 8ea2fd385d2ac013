// Bourse, playable: its board (board.js) at the one table every demo uses (table/table.js).
import { createTable } from "../../table/table.js";
import { bourseBoard } from "./board.js";

export const mount = (root) => createTable(root, bourseBoard(root));
