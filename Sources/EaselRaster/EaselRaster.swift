// Placeholder until the raster stage lands.
