// groupDigits writes what toLocaleString("en-US") writes, for every whole number.
import fc from "fast-check";
import { groupDigits } from "@/lib/domain/group-digits";

test("thousands separators", () => {
  expect(groupDigits(0)).toBe("0");
  expect(groupDigits(999)).toBe("999");
  expect(groupDigits(1000)).toBe("1,000");
  expect(groupDigits(1234567)).toBe("1,234,567");
  expect(groupDigits(-45210)).toBe("-45,210");
});

test("the same text as toLocaleString('en-US') for any safe integer, and for what is not one", () => {
  fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupDigits(n) === n.toLocaleString("en-US")));
  for (const n of [1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN]) expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
});
