/** For load balancers and uptime checks: the server is up and answering. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
