import { Button, UiLink } from "@halisaha/ui";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";

/** 'Ana Sayfa' and 'Geri Dön': the two ways out of an error page. */
export function BackAndHomeActions() {
  const navigate = useNavigate();
  return (
    <>
      <Button asChild>
        <UiLink href={paths.home.href()}>Ana Sayfa</UiLink>
      </Button>
      <Button variant="outline" onClick={() => navigate(-1)}>
        Geri Dön
      </Button>
    </>
  );
}
