import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { SearchBar, type SearchBarProps } from "./search-bar";

const cities = [
  { value: "34", label: "İstanbul" },
  { value: "6", label: "Ankara" },
  { value: "35", label: "İzmir" },
  { value: "16", label: "Bursa" },
  { value: "7", label: "Antalya" },
];

/** The bar keeps no text of its own; this wrapper plays the app's part. */
function Stateful(props: SearchBarProps) {
  const [value, setValue] = useState(props.value);
  const [city, setCity] = useState(props.city ?? "");
  return (
    <SearchBar
      {...props}
      value={value}
      city={city}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
      onCityChange={(next) => {
        setCity(next);
        props.onCityChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Facilities/SearchBar",
  component: SearchBar,
  tags: ["autodocs"],
  args: {
    value: "",
    city: "",
    cities,
    loading: false,
    disabled: false,
    onValueChange: fn(),
    onCityChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    value: { control: "text" },
    city: { control: "select", options: ["", ...cities.map((c) => c.value)] },
    placeholder: { control: "text" },
    firstOptionLabel: { control: "text" },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    cities: { control: "object" },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { value: "Yıldız", city: "34" } };

/** The home page's box: no city select. */
export const WithoutCities: Story = { args: { cities: undefined } };

/** The cities still loading: the select keeps its place with 'Tümü' alone. */
export const CitiesLoading: Story = { args: { cities: [] } };

export const Loading: Story = { args: { value: "Arena", loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Narrow: Story = {
  args: { value: "Kadıköy", city: "34" },
  globals: { viewport: { value: "narrow", isRotated: false } },
};

/** Every state, for visual regression; each search landmark has its own name. */
export const Gallery: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <SearchBar
        aria-label="Arama (boş)"
        value=""
        onValueChange={() => {}}
        onSubmit={() => {}}
        cities={cities}
      />
      <SearchBar
        aria-label="Arama (dolu)"
        value="Yıldız"
        city="34"
        onValueChange={() => {}}
        onSubmit={() => {}}
        cities={cities}
      />
      <SearchBar aria-label="Arama (şehirsiz)" value="" onValueChange={() => {}} onSubmit={() => {}} />
      <SearchBar
        aria-label="Arama (yükleniyor)"
        value="Arena"
        loading
        onValueChange={() => {}}
        onSubmit={() => {}}
        cities={cities}
      />
      <SearchBar
        aria-label="Arama (pasif)"
        value=""
        disabled
        onValueChange={() => {}}
        onSubmit={() => {}}
        cities={cities}
      />
    </div>
  ),
};
