import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { FacilityForm } from "../../features/owner/facility-form";

/** /owner/facilities/new: the empty form; success goes to the list with the server's message. */
export default function NewFacilityRoute() {
  const navigate = useNavigate();
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Yeni Tesis Ekle</h2>
      <FacilityForm
        onSaved={(message) => navigate(paths.owner.facilities.href(), { state: { flash: message } })}
      />
    </section>
  );
}
