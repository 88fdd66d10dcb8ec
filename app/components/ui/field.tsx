import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";

const inputClass =
  "block w-full rounded-lg border border-navy-400 bg-white px-3.5 py-2.5 text-base text-navy-900 placeholder:text-navy-400 focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600 aria-[invalid=true]:border-red-700";

interface FieldProps {
  name: string;
  label: string;
  /** The error sentence, already translated. */
  error?: string;
  required?: boolean;
  /** The word read after the asterisk by screen readers ("required"). */
  requiredLabel: string;
  className?: string;
}

/** A labelled input or textarea with its error tied to it (`aria-describedby`, `aria-invalid`). */
export function Field({
  name,
  label,
  error,
  required,
  requiredLabel,
  className = "",
  ...control
}: FieldProps &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )) {
  // Unique on the page, so two forms on one page never share an id.
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-navy-800">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({requiredLabel})</span>
          </>
        ) : null}
      </label>
      {control.multiline ? (
        <textarea {...withoutMultiline(control)} {...shared} />
      ) : (
        <input {...withoutMultiline(control)} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}
