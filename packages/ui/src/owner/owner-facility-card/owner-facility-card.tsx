import type { VariantProps } from "class-variance-authority";
import { CircleAlertIcon, EyeIcon, MapPinIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import { useRenderLink } from "../../lib/link";
import { ConfirmDialog } from "../../overlays/confirm-dialog";
import {
  CardMedia,
  CardRating,
  CardSkeletonFrame,
  type CardSkeletonProps,
  cardHeadings,
  type CardOutlineProps,
  cardFrameVariants,
  cardMediaVariants,
} from "../../facilities/facility-card/card-frame";
import { FacilityStatusBadge } from "../facility-status-badge";

/** What the owner's card shows of a facility. */
export type OwnerFacilityCardData = {
  id: string | number;
  name: string;
  address: string;
  /** active, inactive, pending; anything else reads 'Bilinmiyor'. */
  status: string;
  /** 0 to 5, shown with one decimal. */
  rating: number;
  /** The main image (its card size when there is one); without it a drawn pitch is shown. */
  imageUrl?: string | null;
};

export const ownerFacilityCardVariants = cardFrameVariants();

const mediaVariants = cardMediaVariants({
  grid: "aspect-[16/9] w-full",
  list: "aspect-[16/9] w-full sm:aspect-auto sm:min-h-36 sm:w-52",
});

export type OwnerFacilityCardProps = Omit<React.ComponentProps<"article">, "children"> &
  VariantProps<typeof ownerFacilityCardVariants> & {
    facility: OwnerFacilityCardData;
    /** The public page, e.g. `/facilities/12`. */
    viewHref: string;
    /** The edit form, e.g. `/owner/facilities/12/edit`. */
    editHref: string;
    /** Called after the owner answers 'Evet' in the confirm dialog. */
    onDelete: () => void;
    /**
     * The delete request is running: the delete button is busy.
     * @default false
     */
    deleting?: boolean;
    /** Why the delete failed (e.g. the server's 409 reason), shown on the card. */
    error?: React.ReactNode;
    /**
     * The confirm dialog's question.
     * @default "Bu tesisi silmek istediğinizden emin misiniz?"
     */
    confirmText?: React.ReactNode;
  } & CardOutlineProps;

/**
 * A facility on the owner's list: image, status badge, name, address, rating with one decimal,
 * 'Görüntüle' and 'Düzenle' links and a delete icon that asks 'Onay' / 'Evet' / 'Hayır' first.
 */
export function OwnerFacilityCard({
  facility,
  viewHref,
  editHref,
  onDelete,
  deleting = false,
  error,
  confirmText = "Bu tesisi silmek istediğinizden emin misiniz?",
  layout,
  headingLevel = 3,
  renderLink,
  className,
  ...props
}: OwnerFacilityCardProps) {
  const link = useRenderLink(renderLink);
  const [confirming, setConfirming] = useState(false);
  const Heading = cardHeadings[headingLevel];
  const linkClass =
    "inline-flex h-8 items-center gap-1.5 rounded-control border border-border px-2.5 text-sm font-medium hover:bg-neutral-100 outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4";

  return (
    <article
      data-slot="owner-facility-card"
      data-layout={layout ?? "grid"}
      aria-busy={deleting || undefined}
      className={cn(ownerFacilityCardVariants({ layout }), className)}
      {...props}
    >
      <CardMedia
        slot="owner-facility-card-media"
        className={mediaVariants({ layout })}
        imageUrl={facility.imageUrl}
      >
        <FacilityStatusBadge status={facility.status} className="absolute top-3 left-3" />
      </CardMedia>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="text-lg leading-snug font-semibold">{facility.name}</Heading>
          <CardRating slot="owner-facility-card-rating" rating={facility.rating} />
        </div>
        <p className="flex items-start gap-1.5 text-sm text-muted">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">Adres:</span>
          <span className="line-clamp-2">{facility.address}</span>
        </p>
        {error ? (
          <p role="alert" className="flex items-start gap-1.5 text-sm text-danger">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {link({
            href: viewHref,
            className: linkClass,
            "aria-label": `${facility.name}: Görüntüle`,
            children: (
              <>
                <EyeIcon aria-hidden="true" />
                Görüntüle
              </>
            ),
          })}
          {link({
            href: editHref,
            className: linkClass,
            "aria-label": `${facility.name}: Düzenle`,
            children: (
              <>
                <PencilIcon aria-hidden="true" />
                Düzenle
              </>
            ),
          })}
          <IconButton
            size="sm"
            variant="ghost"
            className="ml-auto text-danger hover:bg-danger-soft"
            aria-label={`${facility.name}: Sil`}
            loading={deleting}
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            <Trash2Icon />
          </IconButton>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={confirmText}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </article>
  );
}

export type OwnerFacilityCardSkeletonProps = CardSkeletonProps;

/** The card's shape while the list loads; hidden from screen readers (mark the list busy). */
export function OwnerFacilityCardSkeleton(props: OwnerFacilityCardSkeletonProps) {
  return (
    <CardSkeletonFrame
      data-slot="owner-facility-card-skeleton"
      frame={ownerFacilityCardVariants}
      media={mediaVariants}
      {...props}
    >
      <Skeleton shape="rect" className="h-6 w-3/4 rounded-sm" />
      <Skeleton lines={2} />
      <div className="flex gap-2">
        <Skeleton shape="rect" className="h-8 w-24 rounded-control" />
        <Skeleton shape="rect" className="h-8 w-20 rounded-control" />
      </div>
    </CardSkeletonFrame>
  );
}
