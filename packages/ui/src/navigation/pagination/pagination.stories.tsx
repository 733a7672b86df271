import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Pagination, type PaginationProps } from "./pagination";

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { page: 5, totalPages: 20, size: "md", onPageChange: fn() },
  argTypes: {
    page: { control: { type: "number", min: 1 } },
    totalPages: { control: { type: "number", min: 0 } },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pager keeps no page of its own; this wrapper plays the app's part. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

export const ManyPages: Story = { args: { page: 50, totalPages: 100 } };

/** With one page or none the pager renders nothing. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  render: (args) => (
    <div>
      <p className="text-sm text-muted">Tek sayfa: sayfalama gösterilmez.</p>
      <Pagination {...args} />
    </div>
  ),
};

export const Narrow: Story = {
  args: { page: 50, totalPages: 100 },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every position and size, for visual regression. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(
        [
          [1, 2],
          [1, 5],
          [3, 5],
          [1, 20],
          [4, 20],
          [5, 20],
          [20, 20],
          [50, 100],
        ] as const
      ).map(([page, totalPages]) => (
        <Pagination
          key={`${page}-${totalPages}`}
          page={page}
          totalPages={totalPages}
          onPageChange={args.onPageChange}
          aria-label={`Sayfalama ${page}/${totalPages}`}
        />
      ))}
      <Pagination page={5} totalPages={20} size="sm" onPageChange={args.onPageChange} aria-label="Küçük sayfalama" />
    </div>
  ),
};
