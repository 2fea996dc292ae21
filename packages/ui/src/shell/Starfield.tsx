import { useEffect, useRef } from "react";

export const STAR_COUNT = 500;

/** Frames per second the sky is redrawn at: smooth enough for slow drift, cheap on a CPU. */
const FRAME_RATE = 30;
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

interface Star {
  x: number;
  y: number;
  size: number;
  /** Fraction of the height travelled per second. */
  speed: number;
  twinklePhase: number;
  brightness: number;
}

function createStars(count: number): Star[] {
  return Array.from({ length: count }, () => {
    const depth = Math.random();
    return {
      x: Math.random(),
      y: Math.random(),
      size: 0.6 + depth * 1.6,
      speed: 0.004 + depth * 0.012,
      twinklePhase: Math.random() * Math.PI * 2,
      brightness: 0.35 + depth * 0.65,
    };
  });
}

/**
 * A drifting, twinkling field of stars on one canvas. It redraws at a modest frame rate, stops
 * while the page is hidden, and stays still for people who prefer reduced motion.
 */
export function Starfield({ count = STAR_COUNT }: { count?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;

    const stars = createStars(count);
    const reducedMotion = matchMedia(REDUCED_MOTION_QUERY);
    let frame = 0;
    let lastDrawn = -Infinity;
    let width = 0;
    let height = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };

    const draw = (seconds: number) => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = "#ffffff";
      for (const star of stars) {
        const y = (star.y + seconds * star.speed) % 1;
        const twinkle = 0.75 + 0.25 * Math.sin(star.twinklePhase + seconds * 1.5);
        context.globalAlpha = star.brightness * twinkle;
        context.fillRect(star.x * width, y * height, star.size, star.size);
      }
      context.globalAlpha = 1;
    };

    const animate = (time: number) => {
      frame = requestAnimationFrame(animate);
      if (time - lastDrawn < 1000 / FRAME_RATE) return;
      lastDrawn = time;
      draw(time / 1000);
    };

    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };

    const start = () => {
      stop();
      if (reducedMotion.matches) {
        draw(0);
        return;
      }
      if (document.visibilityState !== "visible") return;
      draw(performance.now() / 1000);
      frame = requestAnimationFrame(animate);
    };

    const onResize = () => {
      resize();
      draw(reducedMotion.matches ? 0 : performance.now() / 1000);
    };

    resize();
    start();
    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", start);
    reducedMotion.addEventListener("change", start);
    return () => {
      stop();
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", start);
      reducedMotion.removeEventListener("change", start);
    };
  }, [count]);

  return <canvas ref={canvasRef} className="shell-starfield" aria-hidden="true" />;
}
