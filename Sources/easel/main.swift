import ArgumentParser
print("easel")
