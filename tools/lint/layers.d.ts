// Types for layers.js, which stays JavaScript so that eslint.config.js can import it without a loader.
export interface LayerZone {
  target: string;
  from: string | string[];
  except?: string[];
  message: string;
}
export const SRC_LAYERS: string[];
export const layerZones: LayerZone[];
