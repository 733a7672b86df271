import { takeCnConflicts } from "../test/cn-guard";
import { cn } from "./cn";

describe("cn", () => {
  it("joins the truthy class names as they are, merging nothing", () => {
    expect(cn("flex", false, undefined, null, ["gap-2", { "p-4": true, "p-2": false }])).toBe(
      "flex gap-2 p-4",
    );
  });

  it("keeps a replaceable default beside the class that replaces it", () => {
    expect(cn("block default:h-32 default:w-full", "h-6")).toBe("block default:h-32 default:w-full h-6");
  });

  describe("given two classes for the same property (the tests' guard)", () => {
    it("throws, naming the class that would be dropped and the one replacing it", () => {
      expect(() => cn("block h-32", "h-6")).toThrow('"h-32" (replaced by "h-6")');
      expect(takeCnConflicts()).toHaveLength(1);
    });
  });
});
