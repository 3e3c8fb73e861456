// placeholder until the PropertyTesting module lands
