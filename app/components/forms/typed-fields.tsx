import { Field } from "~/components/ui/field";
import { forms, type FieldName, type FieldSpec, type FormName } from "~/forms/definitions";
import type { Messages } from "~/i18n/messages/en";
import { useTranslation } from "~/i18n/translation";
import type { useFormResult } from "./use-form-result";

/** How a field a visitor types is shown: its words, and what the declaration does not say. */
export interface FieldLook {
  /** Its label and placeholder, from the dictionaries. */
  words: (t: Messages) => { label: string; placeholder: string };
  autoComplete?: string;
  /** An input's type other than its declaration's kind gives (a phone number's `tel`). */
  type?: "tel";
  /** A `textarea`'s height, in lines. */
  rows?: number;
  /** Half the form's width from `sm` up, beside the other halves, above the rest. */
  half?: true;
}

/**
 * The fields of a form a visitor types, in their declaration's order (`forms` in
 * `forms/definitions.ts`): the halves side by side from `sm` up, then the others across the form.
 * A form's `looks` names the fields it draws here; its other fields it draws itself.
 */
export function TypedFields<Form extends FormName, Name extends FieldName<Form>>({
  form,
  looks,
  field,
}: {
  form: Form;
  looks: Record<Name, FieldLook>;
  field: ReturnType<typeof useFormResult<Form>>["field"];
}) {
  const { t } = useTranslation();
  const declared = forms[form] as Record<FieldName<Form>, FieldSpec>;
  const drawn = (Object.keys(declared) as FieldName<Form>[]).filter((name): name is Name => name in looks);
  const input = (name: Name) => {
    const { words, autoComplete, type, rows } = looks[name];
    const { label, placeholder } = words(t);
    return declared[name].kind === "textarea" ? (
      <Field key={name} {...field(name)} multiline label={label} placeholder={placeholder} rows={rows} />
    ) : (
      <Field
        key={name}
        {...field(name)}
        {...(type ? { type } : {})}
        label={label}
        placeholder={placeholder}
        autoComplete={autoComplete}
      />
    );
  };
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">{drawn.filter((name) => looks[name].half).map(input)}</div>
      {drawn.filter((name) => !looks[name].half).map(input)}
    </>
  );
}
