import { facilityMessages } from "@halisaha/data";
import { Button, PageNotice, UiLink } from "@halisaha/ui";
import { paths } from "../config/paths";

/** 'Tesis bulunamadı.' with why (`description`) and the way back to the list. */
export function FacilityNotFound({ description }: { description: string }) {
  return (
    <PageNotice
      title={facilityMessages.notFound}
      description={description}
      actions={
        <Button asChild>
          <UiLink href={paths.facilities.href()}>Halı sahalara dön</UiLink>
        </Button>
      }
    />
  );
}
