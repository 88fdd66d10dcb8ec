import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server";
import type { InlineHashes } from "../app/lib/csp.server";
import type { Runtime } from "../app/runtime/runtime.server";
import { countViews } from "./analytics";
import { clientNetwork } from "./client-network";
import {
  formGuards,
  noDataRequests,
  onlyGetHeadPost,
  postsOnlyToForms,
  requireHost,
  type FormRefusal,
} from "./request-guards";
import { adminRoutes } from "./admin";
import { securityHeaders } from "./security-headers";
import { precompressedAssets } from "./precompressed";
import { canonicalPaths, prerenderedPages } from "./static-pages";

interface AppOptions {
  build: ServerBuild;
  /** The browser build: prerendered pages, the islands' code, hashed assets. */
  clientDir: string;
  env: Env;
  runtime: Runtime;
  /** The hashes of each prerendered page's inline scripts and styles (`build/csp.json`). */
  inlineHashes: Record<string, InlineHashes>;
}

/**
 * The production server: prerendered pages straight from disk, hashed assets cached for a year,
 * and React Router for everything else (form posts, filtered lists, real 404s).
 */
export function createApp({ build, clientDir, env, runtime, inlineHashes }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  if (env.TRUST_PROXY !== false) app.use(warnOnceWithoutProxy(env.TRUST_PROXY));
  app.use(securityHeaders);
  app.use(requestLog);
  app.use(requireHost);
  app.use(onlyGetHeadPost);
  app.use(canonicalPaths);
  app.use(noDataRequests);
  app.use(postsOnlyToForms(build));
  // After the redirects: only canonical paths are counted, once.
  if (runtime.analytics) {
    app.use(countViews(runtime.analytics, { attribution: env.LEAD_ATTRIBUTION === "on" }));
  }

  app.use(adminRoutes(path.dirname(clientDir), clientDir));
  // Files named by their content (the font, the islands' code) are kept a year. Pages and the
  // islands' code are sent as the build compressed them; the rest is compressed as it goes.
  app.use("/islands", precompressedAssets(path.join(clientDir, "islands")));
  for (const folder of ["assets", "islands"]) {
    app.use(`/${folder}`, compression());
    app.use(
      `/${folder}`,
      express.static(path.join(clientDir, folder), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
  }
  app.use(prerenderedPages(clientDir, inlineHashes));
  app.use(compression());
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, file) {
        // HTML and data are revalidated on every visit; a deploy shows at once. Images (the icon,
        // article covers, share cards) keep their names across deploys and are kept for a day, so
        // that a repeat visit asks for nothing but its page.
        res.setHeader(
          "Cache-Control",
          /\.(svg|png|jpe?g|webp|ico)$/.test(file) ? "public, max-age=86400" : "no-cache",
        );
        if (file.endsWith("rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
      },
    }),
  );
  app.use(formGuards(new URL(env.SITE_URL).origin));
  app.use(
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) => ({
        clientNetwork: clientNetwork(req.ip),
        operator: isOperator(req, env.HEALTHZ_TOKEN),
        runtime,
        formRefusal: res.locals.formRefusal as FormRefusal | undefined,
        visitSource: res.locals.visitSource as string | undefined,
      }),
    }),
  );
  return app;
}

/**
 * Whether a request may read the server's figures (`/healthz`): it carries `HEALTHZ_TOKEN`, or it
 * comes from the machine itself: the socket's own address is the loopback and no proxy forwarded it
 * (a proxy on this machine connects from the loopback too, for every visitor). `TRUST_PROXY` plays
 * no part: a forwarded address is never the operator.
 */
function isOperator(req: express.Request, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.get("authorization") ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const forwarded = req.get("x-forwarded-for") !== undefined || req.get("forwarded") !== undefined;
  const socket = req.socket.remoteAddress ?? "";
  return !forwarded && (socket === "::1" || /^(?:::ffff:)?127\./.test(socket));
}

/**
 * With `TRUST_PROXY` set, a request that came through no proxy (no `X-Forwarded-For`) means a client
 * can reach the server directly, and could name its own address to the rate limit: said once. A
 * load balancer's health check comes straight to the instance, and proves nothing either way.
 */
function warnOnceWithoutProxy(setting: string | number): express.RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && !req.headers["x-forwarded-for"] && req.path !== "/healthz") {
      warned = true;
      console.warn(
        `TRUST_PROXY=${setting}, but a request reached the server without X-Forwarded-For: if clients can reach it directly, they can choose the address the rate limit sees. Set TRUST_PROXY only behind a proxy (docs/deploy.md).`,
      );
    }
    next();
  };
}

/**
 * One line for each post and each answer that went wrong: method, path, status, time. Never the query
 * string (campaign tags; the tokens of confirmation, unsubscribe and booking links are secrets), the
 * client's address, its browser or where it came from: what the privacy notice says of server logs.
 */
const requestLog: express.RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode >= 400 || req.method !== "GET") {
      console.log(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(1)}ms`);
    }
  });
  next();
};
