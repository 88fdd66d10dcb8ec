// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceForms } from "./forms";

/**
 * The forms the page script sends, in a DOM: the request the browser would make, the sending state,
 * the answer put in place, and what a failed send keeps.
 */
const form = (attributes = 'method="post" action="/contact" data-enhance', fields = "") => `
  <form id="contact-form" ${attributes}>
    <input type="hidden" name="startedAt" value="">
    <label>Email <input name="email" value="ana@example.com"></label>
    ${fields}
    <button type="submit" name="intent" value="send">Send</button>
    <div role="status"></div>
    <div role="alert"></div>
    <template data-form-failure="network"><p>We could not reach our server.</p></template>
    <template data-form-failure="server"><p>Something went wrong on our side.</p></template>
  </form>`;

/** The page the server answers: the form with its result. */
const answered = (inside: string) =>
  `<!doctype html><html><body><main>${form('method="post" action="/contact" data-enhance', inside)}</main></body></html>`;

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const button = () => $<HTMLButtonElement>("button[type=submit]");

/** A fetch that answers when told to. */
function pendingFetch() {
  let answer: (response: Response) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    answer: (html: string, status = 200) => answer(new Response(html, { status })),
    answerWith: (response: Response) => answer(response),
    fail: (error: unknown) => fail(error),
  };
}

beforeAll(() => enhanceForms());
beforeEach(() => {
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a form opted in (data-enhance)", () => {
  it("is posted as the browser would: its action, its fields, the pressed button, the time the page loaded", async () => {
    document.body.innerHTML = form();
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    const [url, init] = server.fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe(`${location.origin}/contact`);
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body.get("email")).toBe("ana@example.com");
    expect(body.get("intent")).toBe("send");
    expect(Number(body.get("startedAt"))).toBe(Math.round(performance.timeOrigin));
  });

  it("is busy while it is sent, its button disabled, and a second press sends nothing", async () => {
    document.body.innerHTML = form();
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    expect($("form").getAttribute("aria-busy")).toBe("true");
    expect(button().disabled).toBe(true);
    $<HTMLFormElement>("form").requestSubmit();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    server.answer(answered("<p data-done>Sent.</p>"));
    await vi.waitFor(() => expect(document.querySelector("[data-done]")).not.toBeNull());
    expect($("form").getAttribute("aria-busy")).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it("stays in its sending state for at least data-minimum-sending-ms, however fast the answer", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = form(
      'method="post" action="/contact" data-enhance data-minimum-sending-ms="1000"',
    );
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    server.answer(answered("<p data-done>Sent.</p>"));
    await vi.advanceTimersByTimeAsync(990);
    expect($("form").getAttribute("aria-busy")).toBe("true");
    await vi.advanceTimersByTimeAsync(20);
    expect(document.querySelector("[data-done]")).not.toBeNull();
  });

  it("puts the answered form in place, announces its notice in the live region the page had, and focuses the button", async () => {
    document.body.innerHTML = form();
    const status = $("[role=status]");
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    server.answer(
      `<html><body><form id="contact-form" method="post" action="/contact" data-enhance>
         <input name="email" value=""><button type="submit">Send</button>
         <div role="status"><p>Message sent!</p></div><div role="alert"></div>
       </form></body></html>`,
    );
    await vi.waitFor(() => expect(status.textContent).toContain("Message sent!"));
    // The same live region, kept: assistive technology announces what appears in it.
    expect($("[role=status]")).toBe(status);
    expect($<HTMLInputElement>("input[name=email]").value).toBe("");
    expect(document.activeElement).toBe(button());
  });

  it("focuses the first field the server refused", async () => {
    document.body.innerHTML = form();
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    server.answer(
      `<form id="contact-form" method="post" action="/contact" data-enhance>
         <input name="email" value="nope" aria-invalid="true"><button type="submit">Send</button>
         <div role="status"></div><div role="alert"><p>Check the address.</p></div>
       </form>`,
      400,
    );
    await vi.waitFor(() => expect(document.activeElement).toBe($("input[name=email]")));
    expect($("[role=alert]").textContent).toContain("Check the address.");
  });

  it("keeps everything typed when the server cannot be reached, and says so", async () => {
    document.body.innerHTML = form(
      'method="post" action="/contact" data-enhance',
      '<textarea name="message">My long message</textarea>',
    );
    $("[role=status]").innerHTML = "<p>An earlier success.</p>";
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    server.fail(new TypeError("Failed to fetch"));
    await vi.waitFor(() => expect($("[role=alert]").textContent).toContain("We could not reach our server."));
    expect($<HTMLTextAreaElement>("textarea").value).toBe("My long message");
    expect($("[role=status]").textContent).toBe("");
    expect($("form").getAttribute("aria-busy")).toBe("false");
    expect(button().disabled).toBe(false);
  });

  it("says the server failed when its answer holds no form (a proxy's error page)", async () => {
    document.body.innerHTML = form();
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    server.answer("<html><body><h1>502 Bad Gateway</h1></body></html>", 502);
    await vi.waitFor(() => expect($("[role=alert]").textContent).toContain("Something went wrong"));
    expect($<HTMLInputElement>("input[name=email]").value).toBe("ana@example.com");
  });

  it("opens the page the post redirected to (a booking's manage page), as the browser would", async () => {
    document.body.innerHTML = form();
    const server = pendingFetch();
    const assign = vi.spyOn(location, "assign").mockImplementation(() => {});
    $<HTMLFormElement>("form").requestSubmit(button());
    const redirected = new Response("<html><body><h1>Your call is booked</h1></body></html>");
    Object.defineProperties(redirected, {
      redirected: { value: true },
      url: { value: "http://localhost/book/manage?token=abc&booked=1" },
    });
    server.answerWith(redirected);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://localhost/book/manage?token=abc&booked=1"),
    );
    // Nothing said of a failure while the next page opens.
    expect($("[role=alert]").textContent).toBe("");
    assign.mockRestore();
  });

  it("sends a GET form's fields in the query", async () => {
    document.body.innerHTML = form('method="get" action="/blog" data-enhance');
    const server = pendingFetch();
    $<HTMLFormElement>("form").requestSubmit(button());
    const [url, init] = server.fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(init).toEqual({ method: "GET" });
    expect(new URL(url).searchParams.get("email")).toBe("ana@example.com");
    expect(new URL(url).searchParams.get("intent")).toBe("send");
  });
});

describe("a form not opted in", () => {
  it("is left to the browser: not sent, not marked, only its page's load time filled in", () => {
    document.body.innerHTML = form('method="get" action="/search"');
    const server = pendingFetch();
    let prevented: boolean | undefined;
    document.addEventListener(
      "submit",
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault(); // The test page goes nowhere.
      },
      { once: true },
    );
    $<HTMLFormElement>("form").requestSubmit(button());
    expect(prevented).toBe(false);
    expect(server.fetch).not.toHaveBeenCalled();
    expect($("form").hasAttribute("aria-busy")).toBe(false);
    expect(button().disabled).toBe(false);
    expect($<HTMLInputElement>("input[name=startedAt]").value).not.toBe("");
  });
});
