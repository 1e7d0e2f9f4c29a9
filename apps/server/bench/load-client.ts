// The load section's client, in a process of its own: autocannon in the server's process competes with it for
// the same event loop, which measured the client as much as the server (66 req/s at 64 connections in one
// process, 333 req/s from a second one, same server and rows). Prints one JSON line of results.
import autocannon from "autocannon";
import { quantile } from "./context.js";

const [url = "", token = "", connections = "8", seconds = "10"] = process.argv.slice(2);
const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    { url, connections: Number(connections), duration: Number(seconds), headers: { authorization: `Token ${token}` }, timeout: 10 },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
