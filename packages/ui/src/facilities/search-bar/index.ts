export { SearchBar } from "./search-bar";
export type { SearchBarProps } from "./search-bar";
