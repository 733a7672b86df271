import { facilityMessages, parseId, useFacility } from "@halisaha/data";
import { Button, PageNotice, Spinner } from "@halisaha/ui";
import { useNavigate, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { FacilityForm } from "../../features/owner/facility-form";

/** /owner/facilities/:facilityId/edit: the form filled from the facility. */
export default function EditFacilityRoute() {
  const { facilityId } = useParams();
  const navigate = useNavigate();
  const id = parseId(facilityId);
  const { data, error, isLoading, mutate } = useFacility(id);

  let content;
  if (id === null || error?.status === 404) {
    content = <PageNotice tone="warning" headingLevel={2} title={facilityMessages.notFound} />;
  } else if (error && !data) {
    content = (
      <PageNotice
        tone="danger"
        headingLevel={2}
        title="Tesis bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin."
        actions={<Button onClick={() => void mutate()}>Tekrar Dene</Button>}
      />
    );
  } else if (!data || isLoading) {
    content = <Spinner label="Yükleniyor..." />;
  } else {
    content = (
      <FacilityForm
        key={data.id}
        facility={data}
        onSaved={(message) => navigate(paths.owner.facilities.href(), { state: { flash: message } })}
      />
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Tesisi Düzenle</h2>
      {content}
    </section>
  );
}
