// The "Big Four" railway game, playable: its board (board.js) at the one table every demo uses
// (table/table.js).
import { createTable } from "../../table/table.js";
import { railwayBoard } from "./board.js";

export const mount = (root) => createTable(root, railwayBoard(root));
