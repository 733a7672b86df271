import { facilityMessages } from "@halisaha/data";
import { Button, EmptyState } from "@halisaha/ui";

/**
 * 'Hiç sonuç bulunamadı' with the hint to change the filters and, when any is in effect,
 * 'Filtreleri Temizle'. Its own chunk: most visits never see it.
 */
export default function NoResults({ onClear }: { onClear: (() => void) | undefined }) {
  return (
    <EmptyState
      bordered
      headingLevel={3}
      title={facilityMessages.noResults}
      description={facilityMessages.noResultsHint}
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
