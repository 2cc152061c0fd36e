/** A fieldset of radio options; the first option carries the id so an error can focus it. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={`radio-group${error ? ' field--error' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value}>
          <input
            type="radio"
            id={index === 0 ? id : undefined}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <div id={errorId} className="field__error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
