// Gavitt's Stock Exchange, playable: its board (board.js) at the one table every demo uses (table/table.js).
import { createTable } from "../../table/table.js";
import { gavittBoard } from "./board.js";

export const mount = (root) => createTable(root, gavittBoard(root));
