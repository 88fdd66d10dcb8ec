import net from "node:net";

/**
 * A raw HTTP exchange with a server, for what fetch will not send (no Host or an empty one,
 * `OPTIONS *`, TRACE): writes `request` as given and resolves with all the server answered.
 */
export function raw(server: { origin: string }, request: string) {
  const { port } = new URL(server.origin);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
