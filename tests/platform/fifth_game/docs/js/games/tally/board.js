// Tally at the table (table/table.js), a real-time game: you are player 1 (seat 0) against one to
// three of the engine's bots or people. After the signal, take counters whenever you like; whoever
// takes the last one wins. Every word here is the engine's: the table's lines (say), the events
// (their text), the moves' buttons (the view's legal_words) and the options' labels.
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { createOptions, readSpec } from "../../table/options.js";
import { optionsForm } from "../../table/optionsform.js";
import { me } from "../../table/seat.js";

const KEYS = ["players", "speed", "pile", "most", "seed"];

export function tallyBoard(root) {
  return {
    game: "tally",
    choice: createOptions(readSpec(root), [{ key: "players" }, { key: "speed", bot: "speed" }, { key: "pile" }, { key: "most" }]),
    storageKey: "topeka.tally", storeVersion: 1, clock: "real-time", prefix: "ta", startClause: "tally-2",
    create: (t) => createTallyBoard(t),
  };
}

function createTallyBoard(t) {
  const { session, log, say, choice } = t;
  const ss = session.state;
  const S = { options: null, movesKey: "" };
  const name = (s) => (s === me() ? say("you") : say("seat", { n: s + 1 }));

  // the options, labelled in the engine's words (its PARAM_WORDS)
  const form = optionsForm(choice, KEYS.map((key) => ({ key, label: say(`option_${key}`) })), {
    cls: "ta",
    onSubmit: (o) => t.newGame(o, "why_options"),
    onProblems: (problems) => showMessage(say("options_refused", { problems: problems.join("; ") }), null),
  });
  const options = h("details", { class: "ta-options" }, h("summary", { text: say("options") }), form.element);

  const pileText = h("p", { class: "ta-pile__text" });
  const pileEl = h("section", { class: "ta-pile", "aria-label": say("pile_region") }, pileText);
  const movesEl = h("div", { class: "ta-moves", role: "group", "aria-label": say("moves_region") });
  const messageEl = h("p", { class: "ta-message", hidden: true });
  const playersEl = h("ul", { class: "ta-players", "aria-label": say("players_region") });
  const resultEl = h("section", { class: "ta-result", "aria-label": say("result_region"), hidden: true });

  function showMessage(text, clause) {
    messageEl.replaceChildren(h("span", { text }), ...(clause ? [" ", ...rulesEl([clause])] : []));
    messageEl.hidden = false;
    log.announce(text);
  }
  const clearMessage = () => { messageEl.hidden = true; messageEl.textContent = ""; };

  function absorb(events) {
    for (const e of events) {
      if (e.to !== undefined && e.to !== null && e.to !== me()) continue;
      if (!e.text) continue;
      log.add(e.text, e.seat === me() ? "me" : e.type === "game_over" ? "end" : "", e.t);
      if (e.type === "game_over") {
        log.announce(e.text);
        ss.phase = "over";
      }
    }
  }

  function renderMoves(v) { // rebuilt only when the choices change, so a button is not swapped under a click
    const legal = v.over ? [] : v.legal || [];
    const key = JSON.stringify(legal);
    if (key === S.movesKey) return;
    S.movesKey = key;
    movesEl.replaceChildren(...legal.map((a, i) => h("button", {
      type: "button", class: "md-button ta-take", onclick: () => t.act({ type: a.type, amount: a.amount }),
    }, (v.legal_words || [])[i])));
  }

  return {
    form: { element: options, fill: form.fill },
    layout: { table: [pileEl, movesEl, messageEl, playersEl, resultEl] },
    absorb: (answer) => absorb(answer.events || []),
    render(v) {
      pileText.textContent = v.pile_words;
      renderMoves(v);
      playersEl.replaceChildren(...v.taken.map((n, s) => h("li", { class: s === me() ? "ta-me" : "", text: say("taken", { who: name(s), n }) })));
      resultEl.hidden = !v.over;
      if (v.over && v.winners.length) {
        resultEl.textContent = v.winners[0] === me() ? say("you_won") : say("you_lost", { who: name(v.winners[0]) });
      }
    },
    clear: () => { movesEl.textContent = ""; S.movesKey = ""; },
    snapshot: () => ({}),
    fresh(o, answer) {
      Object.assign(S, { options: o, movesKey: "" });
      clearMessage();
      absorb(answer.events || []);
    },
    restore(d) {
      Object.assign(S, { options: d.options, movesKey: "" });
    },
    newFields: (o, answer) => ({ pile: answer.view.pile }),
    signalled: () => clearMessage(),
    showMessage,
    clearMessage,
    focusFirst: () => movesEl.querySelector("button"),
    info: (v) => say("info", { pile: v.pile }),
    clock: (v, elapsed) => say("into_game", { s: (elapsed / 1000).toFixed(1) }),
    notice: (el) => pileEl.append(el),
  };
}
