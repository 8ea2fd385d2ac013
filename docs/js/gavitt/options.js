// Options of the Gavitt demo and their place in the URL hash, e.g.
//   #edition=1903&players=4&speed=steady&telegram=1&fines=1&target=2500&forget=1&careless=1&seed=123
// Parsing never throws: each bad or unknown field is reported in plain words and replaced by
// its default. A hash without "=" is an ordinary anchor (a heading of the rules) and is ignored.

export const SPEEDS = [
  ["fast", "Fast: react in ¼ to ¾ s"],
  ["steady", "Steady: react in ½ to 1½ s"],
  ["slow", "Slow: react in 1 to 2½ s"],
  ["mixed", "Mixed: fast, steady and slow"],
];

const MAX_SEED = 4294967295;

export function defaults(edition) {
  const old = edition === "1903";
  return {
    edition,
    players: 4,
    speed: "steady",
    telegram: old,
    fines: old,
    target: old ? 2500 : 1000,
    forget: true,
    careless: old,
    seed: null,
  };
}

/** Is this hash meant for the demo (key=value pairs) rather than a heading anchor? */
export function isOptionsHash(hash) {
  return typeof hash === "string" && hash.replace(/^#/, "").includes("=");
}

function parseBool(v) {
  if (v === "1" || v === "true" || v === "on" || v === "yes") return true;
  if (v === "0" || v === "false" || v === "off" || v === "no") return false;
  return null;
}

function parseInteger(v, lo, hi) {
  if (!/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= lo && n <= hi ? n : null;
}

/** -> { options, problems: [string], given: bool } */
export function parseHash(hash, edition) {
  const options = defaults(edition);
  const problems = [];
  const raw = String(hash || "").replace(/^#/, "");
  if (!isOptionsHash(raw)) return { options, problems, given: false };
  let params;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { options, problems: ["the link's options could not be read"], given: true };
  }
  const seen = new Set();
  for (const [key, value] of params) {
    if (seen.has(key)) {
      problems.push(`"${key}" is given twice`);
      continue;
    }
    seen.add(key);
    const bad = (why) => problems.push(`${key}=${value.slice(0, 20)}: ${why}`);
    switch (key) {
      case "edition":
        if (value !== edition) bad(`this page plays the ${edition} rules`);
        break;
      case "players": {
        const n = parseInteger(value, 3, 6);
        if (n === null) bad("the table seats 3 to 6 brokers");
        else options.players = n;
        break;
      }
      case "speed":
        if (!SPEEDS.some(([v]) => v === value)) bad(`speed is one of ${SPEEDS.map(([v]) => v).join(", ")}`);
        else options.speed = value;
        break;
      case "telegram":
      case "forget":
      case "careless":
      case "fines": {
        const b = parseBool(value);
        if (b === null) bad("use 1 (on) or 0 (off)");
        else if ((key === "fines" || key === "careless") && edition !== "1903") bad("only the 1903 rules have fines");
        else options[key] = b;
        break;
      }
      case "target": {
        const n = parseInteger(value, 100, 100000);
        if (n === null) bad("the target is a whole number of dollars, 100 to 100000");
        else options.target = n;
        break;
      }
      case "seed": {
        const n = parseInteger(value, 0, MAX_SEED);
        if (n === null) bad(`the seed is a whole number, 0 to ${MAX_SEED}`);
        else options.seed = n;
        break;
      }
      default:
        problems.push(`"${key.slice(0, 20)}" is not an option`);
    }
  }
  return { options, problems, given: true };
}

export function toHash(o) {
  const p = new URLSearchParams();
  p.set("edition", o.edition);
  p.set("players", String(o.players));
  p.set("speed", o.speed);
  p.set("telegram", o.telegram ? "1" : "0");
  if (o.edition === "1903") p.set("fines", o.fines ? "1" : "0");
  p.set("target", String(o.target));
  p.set("forget", o.forget ? "1" : "0");
  if (o.edition === "1903") p.set("careless", o.careless ? "1" : "0");
  if (o.seed !== null && o.seed !== undefined) p.set("seed", String(o.seed));
  return "#" + p.toString();
}

export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1000000;
}

/** The engine's table.new arguments for these options. */
export function tableArgs(o) {
  return {
    game: "gavitt",
    params: {
      edition: o.edition,
      players: o.players,
      telegram: o.telegram,
      fines: o.edition === "1903" ? o.fines : false,
      target: o.target,
    },
    seed: o.seed,
    human_seats: [0],
    bots: botArgs(o),
  };
}

export function botArgs(o) {
  return { speed: o.speed, forget: o.forget ? 0.1 : 0, careless: o.edition === "1903" && o.careless ? 0.05 : 0 };
}

/** Check a stored options object (from localStorage): returns it normalised, or throws. */
export function checkOptions(o, edition) {
  if (!o || typeof o !== "object") throw new Error("no options");
  const { options, problems } = parseHash(toHash({ ...defaults(edition), ...o, edition }), edition);
  if (problems.length) throw new Error(problems.join("; "));
  if (o.edition !== edition) throw new Error("it is for another edition");
  return options;
}
