// The rendezvous of "Play together": the PeerJS server (npm `peer`, pinned in package.json), which
// introduces the players' browsers to each other so they can open WebRTC data channels; no game
// data passes through it. Started by site_tools/rendezvous.py (`make serve`, the tests, the bench):
//
//   node site_tools/node/rendezvous.mjs HOST PORT      (PORT 0: a free port)
//
// It prints one line of JSON, {"port": N}, once it listens, and stops when its standard input
// closes, so it never outlives the process that started it.
import { PeerServer } from "peer";

const [host = "127.0.0.1", portArg = "9000"] = process.argv.slice(2);
const port = Number(portArg);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`rendezvous: bad port ${JSON.stringify(portArg)}`);
  process.exit(2);
}

const peers = PeerServer({
  host,
  port,
  path: "/",
  key: "peerjs",
  allow_discovery: false, // nobody can list who is connected
  proxied: false,
}, (server) => {
  server.on("error", (err) => {
    console.error(`rendezvous: ${err.message}`);
    process.exit(1);
  });
  process.stdout.write(JSON.stringify({ port: server.address().port }) + "\n");
});
peers.on("error", (err) => console.error(`rendezvous: ${err && err.message ? err.message : err}`));

process.on("uncaughtException", (err) => {
  console.error(`rendezvous: ${err.message}`);
  process.exit(1);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.on("close", () => process.exit(0));
process.stdin.resume();
