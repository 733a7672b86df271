import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserAvatar } from "./user-avatar";

const meta = {
  title: "Accounts/UserAvatar",
  component: UserAvatar,
  tags: ["autodocs"],
  args: { firstName: "Ahmet", lastName: "Yılmaz", size: "md" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof UserAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Turkish upper case: 'ilker şahin' → 'İŞ'. */
export const TurkishLetters: Story = { args: { firstName: "ilker", lastName: "şahin" } };

/** A missing last name leaves one initial. */
export const FirstNameOnly: Story = { args: { firstName: "Ayşe", lastName: "" } };

export const Narrow: Story = { globals: { viewport: { value: "narrow", isRotated: false } } };

export const Gallery: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <UserAvatar {...args} size="sm" />
      <UserAvatar {...args} size="md" />
      <UserAvatar {...args} size="lg" />
      <UserAvatar firstName="ilker" lastName="şahin" size="md" />
      <UserAvatar firstName="Ayşe" lastName="" size="md" />
    </div>
  ),
};
