import { cn, UiLink } from "@halisaha/ui";
import { useId } from "react";
import type { LegalBlock, LegalDocument, LegalInline, LegalText } from "./legal-content";

const linkClass =
  "rounded-control font-medium text-primary underline underline-offset-4 hover:text-primary-hover outline-none focus-visible:ring-2 focus-visible:ring-ring";

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === "string") return <>{part}</>;
  if ("code" in part) {
    return (
      <code className="rounded-control bg-neutral-100 px-1.5 py-0.5 font-mono text-[0.9em] text-foreground">
        {part.code}
      </code>
    );
  }
  // app paths go through the router; mailto:, tel: and outside addresses stay plain anchors
  if (part.href.startsWith("/"))
    return (
      <UiLink href={part.href} className={linkClass}>
        {part.label}
      </UiLink>
    );
  return (
    <a href={part.href} className={linkClass}>
      {part.label}
    </a>
  );
}

/** A text run: a string or its inline parts. */
export function RichText({ text }: { text: LegalText }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, index) => (
        <Inline key={index} part={part} />
      ))}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={cn("flex flex-col gap-2 ps-5", block.ordered ? "list-decimal" : "list-disc")}>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "definitions":
      return (
        <dl className="flex flex-col gap-3">
          {block.items.map((item, index) => (
            <div key={index} className="rounded-card border border-border bg-background p-4">
              <dt className="font-semibold text-foreground">
                <RichText text={item.term} />
              </dt>
              <dd className="mt-1">
                <RichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * One legal text (Kullanım Koşulları, Gizlilik Politikası, Çerez Politikası): the title as the
 * page's only `<h1>`, the date of the last change, a table of contents whose links jump to the
 * sections, and the numbered sections as `<h2>`s.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const titleId = useId();
  const tocId = useId();
  return (
    <article aria-labelledby={titleId} className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 id={titleId} className="text-2xl font-bold text-foreground sm:text-3xl">
          {document.title}
        </h1>
        <p className="text-sm text-muted">
          Son güncelleme: <time dateTime={document.updatedIso}>{document.updated}</time>
        </p>
        {document.intro.map((text, index) => (
          <p key={index} className="text-base leading-relaxed text-foreground">
            <RichText text={text} />
          </p>
        ))}
      </header>

      <nav aria-labelledby={tocId} className="rounded-card border border-border bg-surface p-5 shadow-card">
        <h2 id={tocId} className="text-lg font-semibold text-foreground">
          İçindekiler
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-2 ps-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-baslik`}
          className="flex scroll-mt-24 flex-col gap-3 text-base leading-relaxed text-foreground"
        >
          <h2 id={`${section.id}-baslik`} className="text-xl font-semibold text-foreground">
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
