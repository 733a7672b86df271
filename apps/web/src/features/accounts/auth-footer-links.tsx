import { Button } from "@halisaha/ui";
import { Link } from "react-router-dom";
import { paths, type ReturnState } from "../../config/paths";

type AuthFooterLinksProps = {
  /** e.g. 'Hesabınız yok mu?' */
  question: string;
  /** the other account screen (/register from /login and back) */
  to: string;
  /** its link text, e.g. 'Kayıt Ol' */
  linkLabel: string;
  /** the return path to hand on to that screen (see `returnStateOf`) */
  state: ReturnState | undefined;
};

/** The footer of /login and /register: a link to the other screen, then back to the home page. */
export function AuthFooterLinks({ question, to, linkLabel, state }: AuthFooterLinksProps) {
  return (
    <div className="flex flex-col items-center gap-2 text-sm">
      <p>
        {question}{" "}
        <Button asChild variant="link">
          <Link to={to} state={state}>
            {linkLabel}
          </Link>
        </Button>
      </p>
      <Button asChild variant="link">
        <Link to={paths.home.href()}>Ana Sayfaya Dön</Link>
      </Button>
    </div>
  );
}
