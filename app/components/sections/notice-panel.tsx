import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** A page that says one thing: a title (the page's `h1`), a sentence, and what to do next. */
export function NoticePanel({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Container size="narrow" className="py-20 sm:py-28">
      <div className="rounded-3xl border border-navy-100 p-8 sm:p-12">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-navy-600">{text}</p>
        {children ? (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
        ) : null}
      </div>
    </Container>
  );
}
