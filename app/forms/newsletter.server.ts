import type { Route } from "../routes/+types/home";
import { newsletterSchema } from "./schemas";
import { handleSubmission } from "./submit.server";

/** The newsletter's action, shared by the pages that show the form (home, blog). */
export function newsletterAction({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  return handleSubmission(request, context, {
    name: "newsletter",
    schema: newsletterSchema,
    lists: ["interests"],
    save: (store, input, origin) => store.saveSubscriber(input, origin),
  });
}
