interface LoadingProgressProps {
  label: string;
  value: number;
}

/** 01 §9: the flexi-field loading indicator (0 to 100). */
export function LoadingProgress({ label, value }: LoadingProgressProps) {
  return (
    <div className="registration__progress">
      <progress aria-label={label} max={100} value={value} />
    </div>
  );
}
