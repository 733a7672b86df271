import {
  FAVORITES_PAGE_LIMIT,
  favoriteMessages,
  useFavorites,
  useToggleFavorite,
  type Favorite,
} from "@halisaha/data";
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FacilityCard,
  FacilityCardSkeleton,
  FacilityGrid,
  FavouriteButton,
  FavouritesSummary,
  summariseFavourites,
  UiLink,
  ViewToggle,
  type ViewMode,
} from "@halisaha/ui";
import { useState } from "react";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { cardDataOf } from "./card-data";
import { LoadError } from "../../shared/load-error";

/**
 * /user/favorites 'Favorilerim': the figures (count, rated 4.5 or more, mean
 * price without fraction digits), grid or list, and a remove action behind a confirm dialog.
 */
export function FavoritesScreen() {
  const favorites = useFavorites({ limit: FAVORITES_PAGE_LIMIT, offset: 0 });
  const toggle = useToggleFavorite();
  const [view, setView] = useState<ViewMode>("grid");
  const [removing, setRemoving] = useState<Favorite | null>(null);

  const remove = async () => {
    if (!removing) return;
    try {
      const result = await toggle.trigger(removing.facilityId);
      notify.success(result.message || favoriteMessages.removed);
    } catch {
      notify.error(favoriteMessages.removeFailed);
    } finally {
      setRemoving(null);
    }
  };

  const items = favorites.data?.items ?? [];
  const summary = summariseFavourites(items.map((favorite) => favorite.Facility));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">Favorilerim</h1>
        {items.length > 0 ? <ViewToggle value={view} onValueChange={setView} showLabels /> : null}
      </div>

      {favorites.error ? (
        <LoadError message={favoriteMessages.loadFailed} onRetry={() => void favorites.mutate()} />
      ) : (
        <>
          <FavouritesSummary
            aria-label="Favori özeti"
            loading={!favorites.data}
            {...summary}
            count={favorites.data?.count ?? summary.count}
          />
          {!favorites.data ? (
            <FacilityGrid layout={view} loading>
              <span className="sr-only">Yükleniyor...</span>
              {Array.from({ length: 3 }, (_, i) => (
                <FacilityCardSkeleton key={i} layout={view} />
              ))}
            </FacilityGrid>
          ) : items.length === 0 ? (
            <EmptyState
              bordered
              title={favoriteMessages.empty}
              description="Beğendiğin sahaların kalbine dokun; hepsi burada seni bekler."
              action={
                <Button asChild>
                  <UiLink href={paths.facilities.href()}>Halı Sahaları Keşfet</UiLink>
                </Button>
              }
            />
          ) : (
            <FacilityGrid layout={view}>
              {items.map((favorite) => (
                <FacilityCard
                  key={favorite.id}
                  layout={view}
                  headingLevel={2}
                  facility={cardDataOf(favorite.Facility, { withRating: true })}
                  href={paths.facility.href(favorite.facilityId)}
                  favouriteSlot={
                    <FavouriteButton
                      active
                      removeLabel={`${favorite.Facility.name} favorilerden çıkar`}
                      onToggle={() => setRemoving(favorite)}
                    />
                  }
                />
              ))}
            </FacilityGrid>
          )}
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => void remove()}
        loading={toggle.isMutating}
        title={favoriteMessages.removeConfirmTitle}
        description={removing ? `${removing.Facility.name}: ${favoriteMessages.removeConfirm}` : undefined}
        confirmLabel="Evet, Çıkar"
        cancelLabel="Vazgeç"
      />
    </div>
  );
}
