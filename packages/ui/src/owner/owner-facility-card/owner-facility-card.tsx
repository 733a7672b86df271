import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlertIcon, EyeIcon, MapPinIcon, PencilIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import { useRenderLink, type RenderLink } from "../../lib/link";
import { ConfirmDialog } from "../../overlays/confirm-dialog";
import { FacilityImagePlaceholder } from "../../facilities/facility-image-placeholder";
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

const ratingFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const ownerFacilityCardVariants = cva(
  "relative flex overflow-hidden rounded-card border border-border bg-surface text-foreground shadow-card",
  {
    variants: {
      layout: {
        grid: "flex-col",
        list: "flex-col sm:flex-row",
      },
    },
    defaultVariants: { layout: "grid" },
  },
);

const mediaVariants = cva("relative shrink-0 overflow-hidden bg-neutral-100", {
  variants: {
    layout: {
      grid: "aspect-[16/9] w-full",
      list: "aspect-[16/9] w-full sm:aspect-auto sm:min-h-36 sm:w-52",
    },
  },
  defaultVariants: { layout: "grid" },
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
    /** @default 3 */
    headingLevel?: 2 | 3 | 4;
    renderLink?: RenderLink;
  };

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;

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
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const Heading = headings[headingLevel];
  const imageUrl = facility.imageUrl && facility.imageUrl !== failedUrl ? facility.imageUrl : null;
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
      <div data-slot="owner-facility-card-media" className={mediaVariants({ layout })}>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <FacilityImagePlaceholder className="absolute inset-0" />
        )}
        <FacilityStatusBadge status={facility.status} className="absolute top-3 left-3" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="text-lg leading-snug font-semibold">{facility.name}</Heading>
          <span
            data-slot="owner-facility-card-rating"
            className="inline-flex items-center gap-1 text-sm font-medium"
          >
            <StarIcon aria-hidden="true" className="size-4 fill-warning text-warning" />
            <span className="sr-only">Puan:</span>
            {ratingFormat.format(facility.rating)}
          </span>
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

export type OwnerFacilityCardSkeletonProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof ownerFacilityCardVariants>;

/** The card's shape while the list loads; hidden from screen readers (mark the list busy). */
export function OwnerFacilityCardSkeleton({ layout, className, ...props }: OwnerFacilityCardSkeletonProps) {
  return (
    <div
      data-slot="owner-facility-card-skeleton"
      aria-hidden="true"
      className={cn(ownerFacilityCardVariants({ layout }), className)}
      {...props}
    >
      <div className={mediaVariants({ layout })}>
        <Skeleton shape="rect" className="absolute inset-0 h-full rounded-none" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Skeleton shape="rect" className="h-6 w-3/4 rounded-sm" />
        <Skeleton lines={2} />
        <div className="flex gap-2">
          <Skeleton shape="rect" className="h-8 w-24 rounded-control" />
          <Skeleton shape="rect" className="h-8 w-20 rounded-control" />
        </div>
      </div>
    </div>
  );
}
