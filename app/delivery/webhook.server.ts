import { Webhook } from "standardwebhooks";

/**
 * Posts JSON signed as the Standard Webhooks specification says: `webhook-id` (the same on every
 * retry of one delivery, so the receiver can drop duplicates), `webhook-timestamp` (seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256>`. Any 2xx is delivered; anything else throws.
 */
export function createWebhookSender(url: string, secret: string, timeoutMs = 15_000) {
  const signer = new Webhook(secret);
  return {
    async send(messageId: string, body: unknown) {
      const payload = JSON.stringify(body);
      const now = new Date();
      const answer = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Innova-Website-Webhook/1",
          "webhook-id": messageId,
          "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
          "webhook-signature": signer.sign(messageId, now, payload),
        },
        body: payload,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`webhook answered HTTP ${answer.status}`);
    },
    describe() {
      return new URL(url).origin;
    },
  };
}
