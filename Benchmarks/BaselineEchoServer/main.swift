print("baseline placeholder")
