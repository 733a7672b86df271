import { Button, EmptyState } from "@halisaha/ui";

type FailedLoadProps = {
  /** The screen's Turkish error text. */
  message: string;
  onRetry: () => void;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
};

/** A part of an owner screen that did not load: its text and 'Tekrar Dene' (never made-up data). */
export function FailedLoad({ message, onRetry, headingLevel = 3 }: FailedLoadProps) {
  return (
    <div role="alert">
      <EmptyState
        bordered
        headingLevel={headingLevel}
        icon={null}
        title={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            Tekrar Dene
          </Button>
        }
      />
    </div>
  );
}
