import { render, screen } from "@testing-library/react";
import { Loader } from "./Loader.js";

describe("the loader", () => {
  it("announces its label as a status", () => {
    render(<Loader label="Setting up your organization..." />);
    expect(screen.getByRole("status")).toHaveTextContent("Setting up your organization...");
  });
});
