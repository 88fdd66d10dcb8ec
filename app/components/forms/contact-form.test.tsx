// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dictionaries } from "~/content/dictionaries.server";
import type { FormResult } from "~/forms/definitions";
import { TranslationProvider } from "~/i18n/translation";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

const copy = dictionaries.en.contactForm;

/** The contact form on a page whose action answers `result` once the test lets it. */
function renderForm(result: FormResult<"contact">) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: () => (
        <TranslationProvider lang="en" messages={dictionaries.en}>
          <ContactForm />
        </TranslationProvider>
      ),
      async action({ request }) {
        posted.push(await request.formData());
        await answered;
        return result;
      },
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
  return { answer, posted };
}

function fill() {
  fireEvent.change(screen.getByLabelText(new RegExp(copy.name)), { target: { value: "Ana Souza" } });
  fireEvent.change(screen.getByLabelText(new RegExp(copy.email)), { target: { value: "ana@example.com" } });
  fireEvent.change(screen.getByLabelText(new RegExp(copy.message)), { target: { value: "We need help." } });
}

describe("the contact form", () => {
  it("shows that it is sending until the answer, then the notice, with the fields emptied", async () => {
    const { answer, posted } = renderForm({ ok: true });
    fill();
    fireEvent.submit(screen.getByRole("button").closest("form")!);

    const form = await waitFor(() => {
      const sending = document.querySelector("form[data-sending]");
      expect(sending).not.toBeNull();
      return sending!;
    });
    expect(form.getAttribute("aria-busy")).toBe("true");
    // Its look (the sending label and spinner) follows the attribute, in CSS: the e2e tests see it.
    expect(screen.getByRole("button")).toHaveProperty("disabled", true);
    expect(posted[0]?.get("message")).toBe("We need help.");

    answer();
    await screen.findByText(copy.successTitle);
    expect(form.hasAttribute("data-sending")).toBe(false);
    expect(screen.getByLabelText(new RegExp(copy.message))).toHaveProperty("value", "");
  });

  it("keeps what was typed and ties each refused field to its error", async () => {
    const { answer } = renderForm({ ok: false, fieldErrors: { email: "email" }, values: {} });
    fill();
    fireEvent.submit(screen.getByRole("button").closest("form")!);
    answer();
    const error = await screen.findByText(dictionaries.en.form.errors.email);
    const email = screen.getByLabelText(new RegExp(copy.email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);
    expect(email).toHaveProperty("value", "ana@example.com");
    expect(screen.getByLabelText(new RegExp(copy.message))).toHaveProperty("value", "We need help.");
  });
});
