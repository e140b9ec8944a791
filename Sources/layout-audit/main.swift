print("layout-audit")
