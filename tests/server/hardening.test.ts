import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formResult, postForm } from "../support/form-posts";
import { raw } from "../support/raw-http";
import { startReverseProxy } from "../support/reverse-proxy";
import { databaseEnv, withDatabase } from "../support/engine";
import { builtSiteUrl, serverScript, startServer, type ServerProcess } from "../support/server-process";
import { temporaryDataDir } from "../support/temporary-dir";
import { until } from "../support/until";

/**
 * What an outside probe of the built server found, each with the answer it must get now: methods
 * other than GET, HEAD and POST, redirects off the site, spoofed forwarding headers, a proxy that
 * rewrites Host, a server started for another SITE_URL, malformed bodies, a cap smaller than the
 * form's own limits, URLs in another case, control characters, HTML compressed on every request.
 */

const contact = {
  name: "Hardening Test",
  email: "probe@example.com",
  message: "A message from the hardening tests.",
};

function stored(server: ServerProcess) {
  return withDatabase(server.dataDir, (db) =>
    db.all<{ name: string; message: string }>("SELECT name, message FROM contact_messages ORDER BY id"),
  );
}

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({
    dataDir: temporaryDataDir("hardening"),
    env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0" },
  });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe("methods", () => {
  it("answers PUT, PATCH and DELETE on a form's page 405 with the security headers, and stores nothing", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await fetch(`${server.origin}/contact`, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
        body: new URLSearchParams(contact),
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(await stored(server)).toEqual([]);
  });

  it("does not read a 50 MB chunked PUT: 405 at once, and the connection closed before the body is sent", async () => {
    const { port } = new URL(server.origin);
    const result = await new Promise<{ answer: string; sentBytes: number }>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1");
      const chunk = Buffer.alloc(1024 * 1024, "a");
      const chunkFrame = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from("\r\n"),
      ]);
      let answer = "";
      let sentBytes = 0;
      let closed = false;
      const finish = () => {
        if (closed) return;
        closed = true;
        resolve({ answer, sentBytes });
      };
      socket.on("data", (data) => (answer += data.toString()));
      socket.on("close", finish);
      socket.on("error", finish);
      const pump = () => {
        while (!closed && sentBytes < 50 * chunk.length) {
          sentBytes += chunk.length;
          if (!socket.write(chunkFrame)) return void socket.once("drain", pump);
        }
        if (!closed) socket.end("0\r\n\r\n");
      };
      // The headers, then the body once the answer has arrived: the server answers before any of it,
      // and closing a connection with unread data resets it, which could discard an answer not yet read.
      socket.write(
        "PUT /contact HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      socket.once("data", pump);
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 405/);
    expect(result.sentBytes).toBeLessThan(50 * 1024 * 1024);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });

  it("answers a chunked POST without a length 411, and TRACE, OPTIONS * and a text/plain PUT 405, without a stack trace", async () => {
    const chunked = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.origin}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end(new URLSearchParams(contact).toString());
    });
    expect(chunked).toBe(411);
    expect(await raw(server, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 405/,
    );
    expect(await raw(server, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 405/,
    );
    const put = await fetch(`${server.origin}/`, {
      method: "PUT",
      body: "hello",
      headers: { "Content-Type": "text/plain" },
    });
    expect(put.status).toBe(405);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("answers a malformed multipart body 400 and logs one line", async () => {
    const answer = await fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: {
        Origin: server.origin,
        "Content-Type": "multipart/form-data; boundary=----broken",
      },
      body: '------broken\r\nContent-Disposition: form-data; name="name"\r\n\r\nno closing boundary',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Your browser sent this form in a way we could not read.");
    // The log line reaches the test through the server's stdout, which may trail its answer.
    await until("the log line", () => server.output().includes("refused: unreadable form"));
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe("redirects and URLs", () => {
  it("never redirects off the site", async () => {
    for (const probe of [
      "//x//evil%2Eexample/",
      "//x//3232235777/",
      "/\\evil.example/",
      "//evil.example",
      "///evil.example/",
    ]) {
      const answer = await fetch(`${server.origin}${probe}`, { redirect: "manual" });
      const location = answer.headers.get("location");
      if (location === null) continue;
      expect(location, probe).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, server.origin).origin, probe).toBe(server.origin);
    }
  });

  it("sends another case of a page's URL to the lower-case one: GET 301, POST 308 (stored in the right language)", async () => {
    for (const [from, to] of [
      ["/PT/about", "/pt/about"],
      ["/About", "/about"],
      ["/about/", "/about"],
      ["/Blog?category=automation", "/blog?category=automation"],
    ]) {
      const answer = await fetch(`${server.origin}${from}`, { redirect: "manual" });
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get("location"), from).toBe(to);
    }
    const posted = await postForm(server.origin, "/PT/contact", contact);
    expect(posted.status).toBe(308);
    expect(posted.headers.get("location")).toBe("/pt/contact");
  });
});

describe("form bodies", () => {
  it("accepts a 2,800-character message in accented letters, within the message's own limit", async () => {
    const message = "é".repeat(2800);
    const answer = await postForm(server.origin, "/contact", { ...contact, name: "Accents", message });
    expect(answer.status).toBe(200);
    expect(formResult(answer.text)).toEqual({ ok: true });
    expect((await stored(server)).find((row) => row.name === "Accents")?.message).toBe(message);
  });

  it("still refuses, unread, a body larger than the largest legitimate form", async () => {
    const answer = await postForm(server.origin, "/contact", { ...contact, message: "€".repeat(6000) });
    expect(answer.status).toBe(413);
  });

  it("strips NUL and other control characters, keeping line breaks and tabs", async () => {
    const answer = await postForm(server.origin, "/contact", {
      ...contact,
      name: "Control\u0000 Chars\u001b",
      message: "Line one\r\nline\ttwo\u0000\u0007 end",
    });
    expect(answer.status).toBe(200);
    const row = (await stored(server)).find((one) => one.name.startsWith("Control"));
    expect(row).toEqual({ name: "Control Chars", message: "Line one\r\nline\ttwo end" });
  });
});

describe("precompressed pages", () => {
  it("sends the build's Brotli or gzip file of a page, with the page's policy", async () => {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ]) {
      const answer = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${server.origin}/about`, { headers: { "Accept-Encoding": accept } }, resolve),
      );
      answer.resume();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary).toContain("Accept-Encoding");
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});

describe("behind a proxy", () => {
  /** Three posts from "different visitors", each with its own X-Forwarded-For, against one post per address. */
  async function postsAllowed(trustProxy: string, forwardedFor: (visitor: number) => string) {
    const behind = await startServer({
      dataDir: temporaryDataDir("proxy"),
      env: { FORM_RATE_LIMIT: "1", FORM_MIN_FILL_MS: "0", TRUST_PROXY: trustProxy },
    });
    try {
      const statuses = [];
      for (const visitor of [1, 2, 3]) {
        const headers = { "X-Forwarded-For": forwardedFor(visitor) };
        statuses.push((await postForm(behind.origin, "/contact", contact, headers)).status);
      }
      return statuses;
    } finally {
      await behind.stop();
      fs.rmSync(behind.dataDir, { recursive: true, force: true });
    }
  }

  it("ignores X-Forwarded-For when TRUST_PROXY is off", async () => {
    expect(await postsAllowed("false", (visitor) => `198.51.100.${visitor}`)).toEqual([200, 429, 429]);
  });

  it("trusts only the proxy's own entry: a client's spoofed X-Forwarded-For does not dodge the limit", async () => {
    // One visitor behind one proxy, writing a new address of its own each time before the proxy's.
    expect(await postsAllowed("1", (visitor) => `198.51.100.${visitor}, 203.0.113.9`)).toEqual([
      200, 429, 429,
    ]);
    expect(await postsAllowed("loopback", (visitor) => `198.51.100.${visitor}, 203.0.113.9`)).toEqual([
      200, 429, 429,
    ]);
    // Three visitors, each as the proxy saw it.
    expect(await postsAllowed("1", (visitor) => `198.51.100.${visitor}`)).toEqual([200, 200, 200]);
  });

  it("takes forms through a proxy that rewrites Host and says https, as the page's origin is SITE_URL", async () => {
    const behind = await startServer({
      dataDir: temporaryDataDir("behind-proxy"),
      env: { FORM_RATE_LIMIT: "0", FORM_MIN_FILL_MS: "0", TRUST_PROXY: "loopback" },
    });
    const proxy = await startReverseProxy(behind.origin);
    try {
      // The browser is on the public site: its Origin is SITE_URL, not the proxy's upstream.
      const publicOrigin = builtSiteUrl();
      for (const target of ["/contact", "/fr/contact"]) {
        const answer = await postForm(proxy.origin, target, contact, { Origin: publicOrigin });
        expect(answer.status, target).toBe(200);
      }
      expect(await stored(behind)).toHaveLength(2);
      // Another site's page is still refused.
      const foreign = await postForm(proxy.origin, "/contact", contact, {
        Origin: "https://evil.example",
      });
      expect(foreign.status).toBe(403);
    } finally {
      await proxy.close();
      await behind.stop();
      fs.rmSync(behind.dataDir, { recursive: true, force: true });
    }
  });
});

describe("a port another process holds", () => {
  it("stops the server with the reason, rather than saying it listens and not listening", async () => {
    const dataDir = temporaryDataDir("port-taken");
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    try {
      const child = spawn(process.execPath, [serverScript()], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String((holder.address() as net.AddressInfo).port),
          DATA_DIR: dataDir,
          SITE_URL: builtSiteUrl(),
          ...(await databaseEnv(dataDir)),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/Cannot listen on 127\.0\.0\.1:\d+: listen EADDRINUSE/);
      expect(output).not.toContain("Innova website:");
    } finally {
      holder.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("SITE_URL", () => {
  it("refuses to start, in one line, with another SITE_URL than the pages were built with", async () => {
    const dataDir = temporaryDataDir("site-url");
    try {
      await expect(
        startServer({ dataDir, env: { SITE_URL: "https://www.innova-consulting.com" } }),
      ).rejects.toThrow(/SITE_URL=https:\/\/www\.innova-consulting\.com but the pages were built for/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
