import { csvField, csvLine } from "@/lib/domain/csv";

it("quotes only what needs quoting, doubling quotes", () => {
  expect(csvField("plain")).toBe("plain");
  expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
  expect(csvField("two\nlines")).toBe('"two\nlines"');
  expect(csvField(null)).toBe("");
  expect(csvField(undefined)).toBe("");
  expect(csvField(0)).toBe("0");
  expect(csvField(false)).toBe("false");
  expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
});

it("ends lines with CRLF", () => {
  expect(csvLine(["id", "title"])).toBe("id,title\r\n");
  expect(csvLine([1, "a,b"])).toBe('1,"a,b"\r\n');
});
