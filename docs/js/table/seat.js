// Whose table the page shows: the seat of the person reading it. Alone against bots that is seat
// 0; at a shared table (Play together, docs/js/together/) each person's page shows their own seat,
// as the engine's view says (view.seat). The renderers ask me() wherever they word "you" or mark
// the reader's own seat, so the same renderers serve every seat. The session sets it from each
// view it absorbs (table/session.js).
let seat = 0;

export const me = () => seat;

export function setMe(s) {
  if (Number.isInteger(s) && s >= 0) seat = s;
}
