import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ExceptionPanel, type ExceptionPanelItem } from "./exception-panel";

const exceptions: ExceptionPanelItem[] = [
  { id: 1, dateLabel: "10 Mart 2026 Salı", notes: "Bayram tatili" },
  { id: 2, dateLabel: "24 Mart 2026 Salı" },
];

const meta = {
  title: "Subscribers/ExceptionPanel",
  component: ExceptionPanel,
  tags: ["autodocs"],
  args: {
    exceptions,
    loading: false,
    submitting: false,
    minDate: "2026-03-04",
    onSubmit: fn(),
    onDelete: fn(),
    onClose: fn(),
  },
  argTypes: {
    exceptions: { control: "object" },
    loading: { control: "boolean" },
    submitting: { control: "boolean" },
    loadError: { control: "text" },
    formError: { control: "text" },
    errors: { control: "object" },
    labels: { control: "object" },
  },
  decorators: [
    (Story) => (
      <div className="max-w-dialog">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExceptionPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { exceptions: [] } };

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = { args: { loadError: "İstisnalar yüklenirken bir hata oluştu" } };

/** The date is missing, and the server refused a date twice. */
export const Invalid: Story = {
  args: {
    errors: { exceptionDate: "Tarih seçimi zorunludur" },
    formError: "Bu tarih için zaten bir istisna günü tanımlı.",
  },
};

/** Adding: 'Ekleniyor...' and the button disabled. */
export const Submitting: Story = { args: { submitting: true } };

/** One exception being deleted: its button is disabled. */
export const Deleting: Story = { args: { deletingId: 1 } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

/** Every state, for visual regression; each form has its own name. */
export const Gallery: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <ExceptionPanel {...args} labels={{ form: "İstisna (dolu)", list: "Liste (dolu)" }} />
      <ExceptionPanel {...args} labels={{ form: "İstisna (boş)", list: "Liste (boş)" }} exceptions={[]} />
      <ExceptionPanel
        {...args}
        labels={{ form: "İstisna (yükleniyor)", list: "Liste (yükleniyor)" }}
        loading
        submitting
      />
    </div>
  ),
};
