import { Button, EmptyState } from "@halisaha/ui";
import { discoveryMessages } from "./messages";

/**
 * 'Hiç sonuç bulunamadı' with the hint to change the filters and, when any is in effect,
 * 'Filtreleri Temizle'. Its own chunk: most visits never see it.
 */
export default function NoResults({ onClear }: { onClear: (() => void) | undefined }) {
  return (
    <EmptyState
      bordered
      headingLevel={3}
      title={discoveryMessages.empty}
      description={discoveryMessages.emptyHint}
      action={
        onClear ? (
          <Button variant="outline" onClick={onClear}>
            Filtreleri Temizle
          </Button>
        ) : undefined
      }
    />
  );
}
