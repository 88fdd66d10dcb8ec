import type { Route } from "../routes/+types/contact";
import { contactSchema } from "./schemas";
import { handleSubmission } from "./submit.server";

export function contactAction({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  return handleSubmission(request, context, {
    name: "contact",
    schema: contactSchema,
    save: (store, input, origin) => store.saveContact(input, origin),
  });
}
