interface LoaderProps {
  label: string;
}

/** A busy indicator with a text for screen readers. */
export function Loader({ label }: LoaderProps) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
