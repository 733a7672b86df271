import { Button } from "@halisaha/ui";

type LoadErrorProps = {
  /** the screen's Turkish text of the failed load */
  message: string;
  onRetry: () => void;
};

/** A failed load in place of the content: the message and 'Tekrar Dene'. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger-soft px-6 py-10 text-center"
    >
      <p className="font-medium text-danger-hover">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tekrar Dene
      </Button>
    </div>
  );
}
