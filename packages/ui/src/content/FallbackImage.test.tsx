import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FallbackImage } from "./FallbackImage";

describe("FallbackImage", () => {
  it("shows the image from its source while it loads", () => {
    render(
      <FallbackImage
        src="https://images.example/pool.jpg"
        fallbackSrc="/placeholder.svg"
        alt="The pool"
      />,
    );

    expect(screen.getByRole("img", { name: "The pool" })).toHaveAttribute(
      "src",
      "https://images.example/pool.jpg",
    );
  });

  it("swaps to the local placeholder and says so when the image cannot load", () => {
    render(
      <FallbackImage
        src="https://images.example/pool.jpg"
        fallbackSrc="/placeholder.svg"
        alt="The pool"
      />,
    );

    fireEvent.error(screen.getByRole("img"));

    expect(screen.getByRole("img", { name: "The pool (image unavailable)" })).toHaveAttribute(
      "src",
      "/placeholder.svg",
    );
  });

  it("keeps the placeholder if the placeholder itself fails, instead of looping", () => {
    render(
      <FallbackImage
        src="https://images.example/pool.jpg"
        fallbackSrc="/placeholder.svg"
        alt="The pool"
      />,
    );

    fireEvent.error(screen.getByRole("img"));
    fireEvent.error(screen.getByRole("img"));

    expect(screen.getByRole("img")).toHaveAttribute("src", "/placeholder.svg");
  });
});
