import { Form } from "react-router";
import { NoticePanel } from "~/components/sections/notice-panel";
import { buttonClass } from "~/components/ui/button";

/**
 * The question a newsletter link's page asks before it acts (confirm, unsubscribe): opening a link
 * changes nothing, its one button posts the link's token (and any `fields` the action reads).
 */
export function TokenPanel({
  copy,
  token,
  fields = {},
}: {
  copy: { title: string; text: string; button: string };
  token: string;
  fields?: Record<string, string>;
}) {
  return (
    <NoticePanel title={copy.title} text={copy.text}>
      <Form method="post">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass("primary")}>
          {copy.button}
        </button>
      </Form>
    </NoticePanel>
  );
}
